/** removes the H5 app shell (src/index.html) once a real page has mounted under it */
export function dismissAppShell(): void {
  document.getElementById('app-shell')?.remove()
}
