/**
 * H5: whether the device has a network, from the browser (navigator.onLine and its online /
 * offline events). `onChange` hears every change; returns the unsubscribe.
 */
export function watchNetwork(onChange: (online: boolean) => void): () => void {
  if (typeof window === 'undefined') return () => undefined
  const up = () => onChange(true)
  const down = () => onChange(false)
  window.addEventListener('online', up)
  window.addEventListener('offline', down)
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onChange(false)
  return () => {
    window.removeEventListener('online', up)
    window.removeEventListener('offline', down)
  }
}
