// @tarojs/taro for the first screens the stand-in renders in Node (src/firstScreen/, bundled by
// mocks/http/h5FirstScreenRenderer.ts): a render calls no API. What is called while a component
// renders answers as the H5 runtime would; anything else, at any depth (Taro.eventCenter.once at a
// module's load), is a function that does nothing. A hook imported by name that is missing here
// fails the bundle's build: add it below.
const nothing = () => new Proxy(function () {}, { get: (_t, key) => (key === 'then' ? undefined : nothing()), apply: () => undefined })

const known = {
  // H5: 1rem is 40 design px (src/index.html's root font size)
  pxTransform: (px) => `${px / 40}rem`,
  getCurrentPages: () => [],
  // a phone's window: how many rows a windowed list draws (its heights are in rem, src/platform/designLength.ts)
  getWindowInfo: () => ({ windowWidth: 375, windowHeight: 667 }),
}

const Taro = new Proxy(known, { get: (target, key) => (key in target ? target[key] : nothing()) })
export default Taro

// the page hooks: nothing to register in a render
const hook = () => undefined
export { hook as useDidHide, hook as useDidShow, hook as usePageScroll, hook as usePullDownRefresh, hook as useReachBottom, hook as useUnload }
export const useRouter = () => ({ params: {}, path: '' })
