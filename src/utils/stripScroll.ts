/**
 * The scrollLeft (px) of a horizontal strip of equal items that puts the chosen one near the
 * middle: `itemsBefore` items stay visible on its left. Widths are design px (750 wide).
 */
export function stripScrollLeft(chosenIndex: number, itemDesignWidth: number, itemsBefore: number, windowWidth: number): number {
  const itemPx = (itemDesignWidth * windowWidth) / 750
  return Math.max(0, (chosenIndex - itemsBefore) * itemPx)
}
