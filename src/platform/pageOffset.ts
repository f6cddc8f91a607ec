/**
 * Calls back with the distance from the top of the page's content to the element with this id.
 * H5: Taro's router scrolls each page inside its own `.taro_page` element (the window does not
 * scroll), so the distance is taken within that element, at once, from the DOM.
 */
export function measurePageTop(id: string, done: (top: number) => void): void {
  if (typeof document === 'undefined') return
  const el = document.getElementById(id)
  if (!el) return
  const scroller = el.closest<HTMLElement>('.taro_page')
  const top = el.getBoundingClientRect().top
  done(scroller ? top - scroller.getBoundingClientRect().top + scroller.scrollTop : top + window.scrollY)
}
