// @tarojs/components for the first screens rendered in Node: the plain-HTML components the H5 build
// draws with (h5.useHtmlComponents, config/index.ts), so the server's HTML is the page's own markup.
// Components no first screen draws render nothing here.
export { default as View } from '@tarojs/components-react/dist/components/view/index.js'
export { default as Text } from '@tarojs/components-react/dist/components/text/index.js'
export { default as ScrollView } from '@tarojs/components-react/dist/components/scroll-view/index.js'
export { default as Image } from '@tarojs/components-react/dist/components/image/index.js'
export { default as Button } from '@tarojs/components-react/dist/components/button/index.js'
export { default as Input } from '@tarojs/components-react/dist/components/input/index.js'
const none = () => null
export { none as Swiper, none as SwiperItem, none as Textarea, none as Picker, none as Canvas, none as Video, none as RichText, none as WebView, none as Switch, none as Checkbox, none as CheckboxGroup, none as Radio, none as RadioGroup, none as Label, none as Form, none as Slider, none as Progress, none as Navigator, none as Block, none as CoverView, none as CoverImage, none as MovableArea, none as MovableView, none as PickerView, none as PickerViewColumn }
