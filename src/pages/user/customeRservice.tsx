import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import PageShell from '@/components/PageShell'
import { CUSTOMER_SERVICE, type ContactChannel } from '@/content/customerService'
import { ACCOUNT_ROUTES } from '@/services/accountRoutes'
import { toast } from '@/services/toast'
import './customeRservice.scss'

async function copy(channel: ContactChannel) {
  try {
    await Taro.setClipboardData({ data: channel.copy ?? channel.value })
    toast(`${channel.label}已复制`)
  } catch {
    toast('复制失败，请长按手动复制')
  }
}

/** contact support: phone, WeChat ID and e-mail with copy buttons, service hours, and the feedback form */
export default function CustomerServicePage() {
  return (
    <PageShell title='联系客服'>
      <View className='service'>
        <View className='service__card'>
          <Text className='service__hours'>服务时间：{CUSTOMER_SERVICE.hours}</Text>
          {CUSTOMER_SERVICE.channels.map((c) => (
            <View key={c.key} className='service__row' data-testid={`channel-${c.key}`}>
              <View className='service__who'>
                <Text className='service__label'>{c.label}</Text>
                <Text className='service__value' userSelect>
                  {c.value}
                </Text>
              </View>
              {c.dial && (
                <View className='service__button' onClick={() => void Taro.makePhoneCall({ phoneNumber: c.copy ?? c.value }).catch(() => undefined)}>
                  <Text>拨打</Text>
                </View>
              )}
              <View className='service__button' data-testid={`copy-${c.key}`} onClick={() => void copy(c)}>
                <Text>复制</Text>
              </View>
            </View>
          ))}
        </View>
        <View className='service__card'>
          <Text className='service__subtitle'>咨询前请准备</Text>
          {CUSTOMER_SERVICE.tips.map((t) => (
            <Text key={t} className='service__tip'>
              · {t}
            </Text>
          ))}
        </View>
        <View className='service__feedback' onClick={() => void Taro.navigateTo({ url: ACCOUNT_ROUTES.feedback })}>
          <Text>非工作时间？提交意见反馈，我们会尽快回复</Text>
        </View>
      </View>
    </PageShell>
  )
}
