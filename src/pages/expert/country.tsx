import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import { TeamLogo, regionsModel } from '@/features/match'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import type { PickedRegion, RegionPurpose } from '@/stores/regionPickStore'
import { useStores } from '@/stores/StoreContext'
import { routeUrl } from '@/navigation/routes'
import './country.scss'

/** where to go when the picker was opened directly (a shared link) and there is no page to return to */
const OPENER_URL: Record<RegionPurpose, string> = {
  database: routeUrl('database'),
  experts: routeUrl('expertsList'),
}

/**
 * Choose a region (a continent or a country) for the database or the experts list. The choice
 * goes to RegionPickStore under the opener's purpose (`for` param) and the picker closes.
 */
function CountryPage() {
  const { params } = useRouter()
  const purpose: RegionPurpose = params.for === 'experts' ? 'experts' : 'database'
  const { region } = useStores()
  const [model] = useState(regionsModel)
  useEffect(() => {
    void model.load()
  }, [model])
  useRefreshPage(() => model.load())
  const current = region.regionFor(purpose)

  const choose = (picked: PickedRegion | null) => {
    region.pick(purpose, picked)
    if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
    else void Taro.redirectTo({ url: OPENER_URL[purpose] })
  }
  const isCurrent = (kind: PickedRegion['kind'], id: number) => current?.kind === kind && current.id === id

  return (
    <PageShell title='选择地区'>
      <View className={`country__all ${current === null ? 'country__chip--on' : ''}`} data-testid='region-all' onClick={() => choose(null)}>
        <Text className={`country__all-text ${current === null ? 'country__text--on' : ''}`}>全部地区</Text>
      </View>
      <ResourceView model={model} isEmpty={(rows) => rows.length === 0} emptyText='暂无地区'>
        {(rows) =>
          rows.map(({ continent, countries }) => (
            <View key={continent.id} className='country__group'>
              <View
                className={`country__continent ${isCurrent('continent', continent.id) ? 'country__chip--on' : ''}`}
                data-testid={`region-continent-${continent.id}`}
                onClick={() => choose({ kind: 'continent', id: continent.id, name: continent.name, continent_id: continent.id })}
              >
                <Text className={`country__continent-name ${isCurrent('continent', continent.id) ? 'country__text--on' : ''}`}>{continent.name}</Text>
                <Text className='country__continent-count'>{`${continent.country_count} 个国家和地区 · 选择整个${continent.name}`}</Text>
              </View>
              <View className='country__grid'>
                {countries.map((c) => (
                  <View
                    key={c.id}
                    className={`country__chip ${isCurrent('country', c.id) ? 'country__chip--on' : ''}`}
                    data-testid={`region-country-${c.id}`}
                    onClick={() => choose({ kind: 'country', id: c.id, name: c.name, continent_id: continent.id })}
                  >
                    <TeamLogo logo={c.logo} />
                    <Text className={`country__chip-name ${isCurrent('country', c.id) ? 'country__text--on' : ''}`} numberOfLines={1}>
                      {c.name}
                    </Text>
                  </View>
                ))}
              </View>
            </View>
          ))
        }
      </ResourceView>
    </PageShell>
  )
}

export default observer(CountryPage)
