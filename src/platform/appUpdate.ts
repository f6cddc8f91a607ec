/**
 * Getting the new version (H5): the site is the new version once the server has it, so a
 * reload fetches it. Resolves a message when there is nothing to do here.
 */
export async function applyAppUpdate(): Promise<string | null> {
  if (typeof window !== 'undefined' && window.location) {
    window.location.reload()
    return null
  }
  return '请重新打开应用以更新'
}
