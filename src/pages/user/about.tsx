import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import PageShell from '@/components/layout/PageShell'
import MenuList from '@/components/layout/MenuList'
import { APP_VERSION, APP_VERSION_CODE, isNewerThanApp, serverVersionModel } from '@/features/account'
import './about.scss'
import { routeUrl } from '@/navigation/routes'

/** about: the app, this build's version, the server's version notes, and the documents */
function AboutPage() {
  const model = useMemo(() => serverVersionModel({ silent: true }), [])
  useEffect(() => void model.load(), [model])
  const server = model.data
  const newer = server ? isNewerThanApp(server) : false

  return (
    <PageShell title='关于我们'>
      <View className='about__head'>
        <View className='about__logo'>
          <Text className='about__logo-text'>球</Text>
        </View>
        <Text className='about__name'>体育</Text>
        <Text className='about__version' data-testid='app-version'>
          版本 V{APP_VERSION}（{APP_VERSION_CODE}）
        </Text>
        <Text className='about__slogan'>即时比分 · 足球数据库 · 专家观点</Text>
      </View>
      <View className='about__notes' data-testid='version-notes'>
        <Text className='about__notes-title'>版本说明</Text>
        {server ? (
          server.notes.length > 0 ? (
            server.notes.map((line, i) => (
              <Text key={i} className='about__note'>
                {i + 1}. {line}
              </Text>
            ))
          ) : (
            <Text className='about__note'>暂无版本说明</Text>
          )
        ) : (
          <Text className='about__note about__note--weak'>
            {model.error ? '版本说明暂时无法获取' : '正在获取版本说明…'}
          </Text>
        )}
      </View>
      <MenuList
        items={[
          {
            key: 'upgrade',
            title: '检查更新',
            extra: server ? (newer ? `新版本 V${server.version}` : '已是最新') : undefined,
            onClick: () => void Taro.navigateTo({ url: routeUrl('upgrade') }),
          },
          { key: 'agreement', title: '用户协议', onClick: () => void Taro.navigateTo({ url: routeUrl('userAgreement') }) },
          { key: 'privacy', title: '隐私政策', onClick: () => void Taro.navigateTo({ url: routeUrl('privacyPolicy') }) },
          { key: 'rules', title: '玩法规则', onClick: () => void Taro.navigateTo({ url: routeUrl('playRules') }) },
          { key: 'service', title: '联系客服', onClick: () => void Taro.navigateTo({ url: routeUrl('customerService') }) },
        ]}
      />
      <Text className='about__footer'>理性看球，未满 18 周岁请勿购彩</Text>
    </PageShell>
  )
}

export default observer(AboutPage)
