/** WeChat: sharing is in the capsule menu (usePageShare enables it), so the bar shows no button */
export default function ShareButton(_props: { title: string }) {
  return null
}
