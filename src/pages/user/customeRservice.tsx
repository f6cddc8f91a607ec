import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import { OfflineNote, useSiteDocument } from '@/features/account'
import { CUSTOMER_SERVICE, type ContactChannel } from '@contract/content/customerService'
import { toast } from '@/components/feedback/toast'
import './customeRservice.scss'
import { routeUrl } from '@/navigation/routes'

async function copy(channel: ContactChannel) {
  try {
    await Taro.setClipboardData({ data: channel.copy ?? channel.value })
    toast(`${channel.label}已复制`)
  } catch {
    toast('复制失败，请长按手动复制')
  }
}

/** contact support: phone, WeChat ID and e-mail with copy buttons, service hours, and the feedback form */
function CustomerServicePage() {
  const model = useSiteDocument('SERVICE', CUSTOMER_SERVICE)
  return (
    <PageShell title='联系客服'>
      <ResourceView model={model}>
        {(doc) => (
          <View className='service'>
            {doc.offline ? <OfflineNote /> : null}
            <View className='service__card'>
              {(doc.contacts ?? []).map((c) => (
                <View key={c.key} className='service__row' data-testid={`channel-${c.key}`}>
                  <View className='service__who'>
                    <Text className='service__label'>{c.label}</Text>
                    <Text className='service__value' userSelect>
                      {c.value}
                    </Text>
                  </View>
                  {c.dial && (
                    <View className='service__button' onClick={() => void Taro.makePhoneCall({ phoneNumber: c.copy ?? c.value }).catch(() => undefined)}>
                      <Text className='service__button-text'>拨打</Text>
                    </View>
                  )}
                  <View className='service__button' data-testid={`copy-${c.key}`} onClick={() => void copy(c)}>
                    <Text className='service__button-text'>复制</Text>
                  </View>
                </View>
              ))}
            </View>
            {doc.sections.map((s) => (
              <View key={s.heading} className='service__card' data-testid='service-section'>
                {s.heading ? <Text className='service__subtitle'>{s.heading}</Text> : null}
                {s.paragraphs.map((p) => (
                  <Text key={p} className='service__tip'>
                    {p}
                  </Text>
                ))}
              </View>
            ))}
            <View className='service__feedback' onClick={() => void Taro.navigateTo({ url: routeUrl('feedback') })}>
              <Text className='service__feedback-text'>非工作时间？提交意见反馈，我们会尽快回复</Text>
            </View>
          </View>
        )}
      </ResourceView>
    </PageShell>
  )
}

export default observer(CustomerServicePage)
