import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import PageShell from '@/components/layout/PageShell'
import StateView from '@/components/states/StateView'
import { toastSuccess } from '@/components/feedback/toast'
import './location.scss'

/**
 * 查看位置 on H5 and React Native (the mini program opens WeChat's map): the place of a post by its
 * name, address and coordinates, which the page's parameters carry (so a shared link shows it too).
 */
/** route values may arrive encoded (mini program) or decoded (H5); a stray % is left as it is */
function decoded(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '')
  } catch {
    return value ?? ''
  }
}

export default function OpenPage() {
  const { params } = useRouter()
  const name = decoded(params.name)
  const address = decoded(params.address)
  const latitude = Number(params.latitude)
  const longitude = Number(params.longitude)
  const valid = name !== '' && Number.isFinite(latitude) && Number.isFinite(longitude)

  return (
    <PageShell title='查看位置' shareTitle={valid ? name : undefined}>
      {valid ? (
        <View className='location__card' data-testid='place-card'>
          <Text className='location__card-name'>{name}</Text>
          {address ? <Text className='location__card-address'>{address}</Text> : null}
          <Text className='location__card-coords'>
            纬度 {latitude.toFixed(5)}，经度 {longitude.toFixed(5)}
          </Text>
          <Text
            className='location__copy'
            onClick={() => {
              void Taro.setClipboardData({ data: address ? `${name} ${address}` : name }).then(() => toastSuccess('地址已复制'))
            }}
          >
            复制地址
          </Text>
        </View>
      ) : (
        <StateView kind='empty' text='没有位置信息' />
      )}
    </PageShell>
  )
}
