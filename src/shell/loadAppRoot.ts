/** the app root, loaded as any module (the mini program and React Native); H5 spreads it over a few tasks (loadAppRoot.h5.ts) */
export { default } from './AppRoot'
