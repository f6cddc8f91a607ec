import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { NICKNAME_MAX } from '@contract/validation/account'
import Avatar from '@/components/Avatar'
import PageShell from '@/components/layout/PageShell'
import LoginRequired from '@/components/LoginRequired'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import MenuList from '@/components/layout/MenuList'
import StateView from '@/components/states/StateView'
import { useStores } from '@/stores/StoreContext'
import { NICKNAME_RULES, SettingsModel } from '@/features/account'
import { AlertSettingsPanel } from '@/features/match'
import IfServed from '@/components/IfServed'
import './Settings.scss'
import { routeUrl } from '@/navigation/routes'

/** profile (avatar, nickname), account pages, cache, logout and account deletion */
function SettingsPage() {
  const { member } = useStores()
  const info = member.info
  useEffect(() => {
    if (!member.info && !member.loading) void member.refresh({ silent: true }).catch(() => undefined)
  }, [member])

  return (
    <PageShell title='设置'>
      <LoginRequired reason='登录后可以修改资料和管理账号'>
        {info ? (
          <SettingsBody key={info.user_id} nickname={info.nickname} avatar={info.avatar} verified={info.realname_verified} />
        ) : member.error ? (
          <StateView kind='error' text={member.error} onRetry={() => void member.refresh().catch(() => undefined)} />
        ) : (
          <StateView kind='loading' />
        )}
      </LoginRequired>
    </PageShell>
  )
}

/** 比赛提醒: the followed matches' and teams' banners, on or off on this device */
const AlertSwitchRow = observer(function AlertSwitchRow() {
  const { goalAlerts } = useStores()
  const on = goalAlerts.enabled
  return (
    <View className='settings__switch-row' data-testid='alert-switch-row' onClick={() => goalAlerts.setEnabled(!on)}>
      <View className='settings__switch-text'>
        <Text className='settings__label'>比赛提醒</Text>
        <Text className='settings__switch-hint'>关注的比赛和球队开赛、进球、红牌、半场、完场时提醒</Text>
      </View>
      <View className={`settings__switch ${on ? 'settings__switch--on' : ''}`} data-testid='alert-switch' aria-checked={on} role='switch'>
        <Text className='settings__switch-label'>{on ? '已开启' : '已关闭'}</Text>
      </View>
    </View>
  )
})

/** 设置 › 比赛提醒's kinds (docs/product/match-alerts.md): opens in place, inside the 设置 route */
const AlertKindsRow = observer(function AlertKindsRow() {
  const { alertSettings } = useStores()
  const [open, setOpen] = useState(false)
  return (
    <View>
      <View className='settings__switch-row' data-testid='alert-kinds-row' onClick={() => setOpen(!open)}>
        <View className='settings__switch-text'>
          <Text className='settings__label'>提醒类型</Text>
          <Text className='settings__switch-hint'>默认提醒，以及每支关注的球队、每场关注的比赛</Text>
        </View>
        <Text className='settings__hint'>{open ? '收起' : '设置 ›'}</Text>
      </View>
      {open ? <AlertSettingsPanel store={alertSettings} /> : null}
    </View>
  )
})

const SettingsBody = observer(function SettingsBody({ nickname, avatar, verified }: { nickname: string; avatar: string; verified: boolean }) {
  const { member, backend } = useStores()
  const schema = useMemo(() => ({ nickname: NICKNAME_RULES }), [])
  const form = useForm({ nickname }, schema)
  const [settings] = useState(() => new SettingsModel(member, (ext) => backend.has(ext)))

  const saveNickname = useSubmit(async () => {
    if (!form.validate()) return
    const problem = await settings.saveNickname(form.values.nickname, nickname)
    if (problem) form.setError('nickname', problem)
  })

  return (
    <View className='settings'>
      <View className='settings__avatar-row' data-testid='avatar-row' onClick={() => void settings.changeAvatar()}>
        <Text className='settings__label'>头像</Text>
        <Avatar url={avatar} name={nickname} size='medium' />
        {settings.avatarChangeable && <Text className='settings__hint'>{settings.avatarBusy ? '上传中…' : '点击更换'}</Text>}
      </View>
      <FormField
        label='昵称'
        // the box takes NICKNAME_MAX characters counted as the rule counts them (nicknameFits): an emoji is one
        maxChars={NICKNAME_MAX}
        {...form.field('nickname')}
        extra={
          <View className='settings__save' data-testid='save-nickname' onClick={() => void saveNickname.submit()}>
            <Text className='settings__save-text'>{saveNickname.submitting ? '保存中' : '保存'}</Text>
          </View>
        }
      />
      {saveNickname.failure ? <Text className='settings__failure'>{saveNickname.failure}</Text> : null}
      {/* the banners ride on the push channel, the kinds on the alert settings: without them neither row */}
      <IfServed ext='ws'>
        <AlertSwitchRow />
      </IfServed>
      <IfServed ext='api/Game/alert_settings'>
        <AlertKindsRow />
      </IfServed>
      <MenuList
        items={[
          { key: 'verified', title: '实名认证', icon: 'lock', extra: verified ? '已认证' : '未认证', onClick: () => void Taro.navigateTo({ url: routeUrl('realNameVerification') }) },
          { key: 'blackList', title: '黑名单', icon: 'user', onClick: () => void Taro.navigateTo({ url: routeUrl('blackList') }) },
          { key: 'password', title: '修改密码', icon: 'settings', onClick: () => void Taro.navigateTo({ url: routeUrl('passwordRecovery') }) },
          { key: 'cache', title: '清除缓存', icon: 'trash', extra: `${settings.cacheKb}KB`, onClick: () => void settings.clearCache() },
          { key: 'about', title: '关于我们', icon: 'help', onClick: () => void Taro.navigateTo({ url: routeUrl('about') }) },
        ]}
      />
      <FormSubmit text='退出登录' kind='ghost' onSubmit={() => void settings.logOut()} />
      <View className='settings__delete' data-testid='delete-account' onClick={() => void settings.deleteAccount()}>
        <Text className='settings__delete-text'>注销账号</Text>
      </View>
    </View>
  )
})

export default observer(SettingsPage)
