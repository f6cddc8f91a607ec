import { AtActivityIndicator } from 'taro-ui'

/** on RN taro-ui's own spinner (RN has no stylesheet-only version of it) */
export default function Spinner({ text }: { text?: string }) {
  return <AtActivityIndicator content={text} />
}
