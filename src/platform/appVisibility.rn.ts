import { AppState } from 'react-native'

/** React Native: AppState, as Taro RN reads it (active is shown; background or inactive is hidden) */
export function listenForAppVisibility(listener: (shown: boolean) => void): void {
  AppState.addEventListener('change', (state) => listener(state === 'active'))
}
