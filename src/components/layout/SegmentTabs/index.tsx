import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SegmentTab<K extends string | number> {
  key: K
  label: string
}

interface Props<K extends string | number> {
  tabs: readonly SegmentTab<K>[]
  value: K
  onChange: (key: K) => void
  /** 'line' underlines the active tab (page sections); 'pill' fills it (small filters) */
  variant?: 'line' | 'pill'
}

/** a row of mutually exclusive tabs; the caller owns which one is active */
export default function SegmentTabs<K extends string | number>({ tabs, value, onChange, variant = 'line' }: Props<K>) {
  return (
    <View className={`segment-tabs segment-tabs--${variant}`} role='tablist'>
      {tabs.map((t) => {
        const active = t.key === value
        return (
          <View
            key={t.key}
            className={`segment-tabs__item segment-tabs__item--${variant} ${active ? `segment-tabs__item--active segment-tabs__item--${variant}-active` : ''}`}
            role='tab'
            aria-selected={active}
            data-testid={`tab-${t.key}`}
            onClick={() => {
              if (!active) onChange(t.key)
            }}
          >
            <Text className={`segment-tabs__text segment-tabs__text--${variant} ${active ? `segment-tabs__text--${variant}-active` : ''}`} numberOfLines={1}>
              {t.label}
            </Text>
          </View>
        )
      })}
    </View>
  )
}
