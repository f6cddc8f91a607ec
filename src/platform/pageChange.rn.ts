/**
 * Resolves once a navigation has put its page on screen. The RN router resolves a navigation when
 * the new screen is mounted, and a toast shown after that belongs to the new page.
 */
export async function pageChanged(_url: string, navigate: () => Promise<unknown>): Promise<void> {
  try {
    await navigate()
  } catch {
    // refused (e.g. already there): what follows shows on the page that is on screen
  }
}
