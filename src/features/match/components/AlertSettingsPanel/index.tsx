import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { AlertScope } from '@contract/api/match.alerts'
import { ALERT_KIND_LABEL, ALERT_KINDS_SHOWN, LINEUPS_BEFORE_KICKOFF_MS, type AlertKind } from '@contract/live'
import StateView from '@/components/states/StateView'
import { beijingFormat } from '@/utils/beijingTime'
import type { AlertSettingsStore } from '@/features/match/stores/alertSettingsStore'
import './index.scss'

/** WeChat refused a kind's template: said on the chip's row */
export const REFUSED_TEXT = '已拒绝，可在设置中开启'

interface KindsRowProps {
  store: AlertSettingsStore
  scope: AlertScope
  targetId?: number
  /** what this scope shows when it has no kinds of its own */
  inherited: readonly AlertKind[]
  testId: string
}

/** one scope's six kinds as switches; a team or match without its own kinds shows what it inherits, greyed */
const KindsRow = observer(function KindsRow({ store, scope, targetId, inherited, testId }: KindsRowProps) {
  const own = store.ownKinds(scope, targetId)
  const kinds = own ?? inherited
  const refused = ALERT_KINDS_SHOWN.filter((k) => kinds.includes(k) && store.refused(k))
  return (
    <View className='alert-settings__kinds-block'>
      <View className={`alert-settings__kinds ${own ? '' : 'alert-settings__kinds--inherited'}`} data-testid={testId}>
        {ALERT_KINDS_SHOWN.map((kind) => {
          const on = kinds.includes(kind)
          return (
            <View
              key={kind}
              className={`alert-settings__kind ${on ? 'alert-settings__kind--on' : ''}`}
              data-testid={`${testId}-${kind}`}
              role='switch'
              aria-checked={on}
              onClick={() => void store.toggle(scope, targetId, kind, inherited)}
            >
              <Text className={`alert-settings__kind-text ${on ? 'alert-settings__kind-text--on' : ''}`}>{ALERT_KIND_LABEL[kind]}</Text>
            </View>
          )
        })}
      </View>
      {refused.length > 0 ? (
        <Text className='alert-settings__refused' data-testid={`${testId}-refused`}>
          {refused.map((k) => ALERT_KIND_LABEL[k]).join('、')}：微信订阅消息{REFUSED_TEXT}
        </Text>
      ) : null}
    </View>
  )
})

function ScopeHead({ title, own, onInherit, testId }: { title: string; own: boolean; onInherit: () => void; testId: string }) {
  return (
    <View className='alert-settings__head'>
      <Text className='alert-settings__name'>{title}</Text>
      {own ? (
        <Text className='alert-settings__inherit' data-testid={`${testId}-inherit`} onClick={onInherit}>恢复默认</Text>
      ) : (
        <Text className='alert-settings__tag'>跟随默认</Text>
      )}
    </View>
  )
}

/**
 * 设置 › 比赛提醒 (inside the 设置 route): the default kinds, then each followed team and each
 * followed match with its own kinds or what it inherits (a match: its teams', else the default).
 */
function AlertSettingsPanel({ store }: { store: AlertSettingsStore }) {
  useEffect(() => {
    void store.load()
  }, [store])
  const s = store.settings
  if (!s) {
    if (store.resource.error) return <StateView kind='error' text={store.resource.error} onRetry={() => void store.load()} />
    return <StateView kind='loading' />
  }
  const defaults = s.default
  return (
    <View className='alert-settings' data-testid='alert-settings'>
      <Text className='alert-settings__section'>默认提醒</Text>
      <KindsRow store={store} scope='default' inherited={defaults} testId='alert-default' />
      <Text className='alert-settings__note'>首发公布：开赛前 {LINEUPS_BEFORE_KICKOFF_MS / 60_000} 分钟提醒双方首发</Text>
      {store.failure ? <Text className='alert-settings__failure' data-testid='alert-settings-failure'>{store.failure}</Text> : null}
      <Text className='alert-settings__section'>关注的球队</Text>
      {s.teams.length === 0 ? <Text className='alert-settings__empty'>关注球队后，可以为它单独设置提醒</Text> : null}
      {s.teams.map((t) => (
        <View key={t.team.id} className='alert-settings__item'>
          <ScopeHead title={t.team.name} own={t.kinds !== null} onInherit={() => void store.inherit('team', t.team.id)} testId={`alert-team-${t.team.id}`} />
          <KindsRow store={store} scope='team' targetId={t.team.id} inherited={defaults} testId={`alert-team-${t.team.id}`} />
        </View>
      ))}
      <Text className='alert-settings__section'>关注的比赛</Text>
      {s.matches.length === 0 ? <Text className='alert-settings__empty'>关注比赛后，可以为它单独设置提醒</Text> : null}
      {s.matches.map((m) => (
        <View key={m.event_id} className='alert-settings__item'>
          <ScopeHead
            title={`${m.home.short_name} vs ${m.away.short_name} · ${beijingFormat(m.start_at, 'MM-DD HH:mm')}`}
            own={m.kinds !== null}
            onInherit={() => void store.inherit('match', m.event_id)}
            testId={`alert-match-${m.event_id}`}
          />
          <KindsRow
            store={store}
            scope='match'
            targetId={m.event_id}
            inherited={store.kindsFor({ id: 0, home_team: m.home, away_team: m.away })}
            testId={`alert-match-${m.event_id}`}
          />
        </View>
      ))}
    </View>
  )
}

export default observer(AlertSettingsPanel)
