/**
 * Calls back with the distance from the top of the page to the element with this id
 * (H5: the page scrolls the window; measured from the DOM at once).
 */
export function measurePageTop(id: string, done: (top: number) => void): void {
  if (typeof document === 'undefined') return
  const el = document.getElementById(id)
  if (el) done(el.getBoundingClientRect().top + window.scrollY)
}
