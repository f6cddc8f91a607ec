/** the mini program and RN have no HTML app shell */
export function dismissAppShell(): void {}
