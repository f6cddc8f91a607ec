/**
 * H5: the app's own modules (MobX, dayjs, the services, every store) are evaluated over a few tasks
 * instead of in the one task in which the browser runs the first script. On a phone that task was
 * 120-200 ms, the longest of the load (Total Blocking Time): the first screen is already drawn as
 * HTML, so what counts is that the page can take a tap between tasks. Each step imports its modules
 * eagerly (the same bundle, no request) after a yield; a module evaluated once is not evaluated again,
 * so the last import finds the libraries and services ready and makes only the stores and the App.
 * Taro's generated entry waits for this module (top-level await) before it starts the router.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

await nextTask()
await Promise.all([import(/* webpackMode: "eager" */ 'mobx'), import(/* webpackMode: "eager" */ 'mobx-react-lite'), import(/* webpackMode: "eager" */ '@/utils/dayjsSetup')])
await nextTask()
await import(/* webpackMode: "eager" */ '@/services/request')
await nextTask()
const { default: App } = await import(/* webpackMode: "eager" */ './AppRoot')

export default App
