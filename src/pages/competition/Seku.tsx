import Taro, { useDidShow } from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { CompetitionItem, TeamLogo, CompetitionDirectory, HOT_KEY, type FamousLeague } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { regionPickerUrl } from '@/navigation/databaseRoutes'
import type { PickedRegion } from '@/stores/regionPickStore'
import { useStores } from '@/stores/StoreContext'
import SelectorBar from '@/components/layout/SelectorBar'
import './Seku.scss'

const hotDetail = (row: FamousLeague) =>
  [row.season.name, row.leader ? `领头羊 ${row.leader.short_name}` : '', row.live_count > 0 ? `${row.live_count} 场进行中` : '']
    .filter(Boolean)
    .join(' · ')

const HotLeagues = observer(({ dir }: { dir: CompetitionDirectory }) => (
  <ResourceView model={dir.hot} isEmpty={(rows) => rows.length === 0} emptyText='暂无热门赛事'>
    {(rows) => rows.map((row) => <CompetitionItem key={row.league.id} league={row.league} detail={hotDetail(row)} />)}
  </ResourceView>
))

const CountryLeagues = observer(({ dir, countryId }: { dir: CompetitionDirectory; countryId: number }) => (
  <ResourceView model={dir.leaguesOf(countryId)} isEmpty={(rows) => rows.length === 0} emptyText='该地区暂无赛事'>
    {(rows) => rows.map((c) => <CompetitionItem key={c.id} league={c} detail={`${c.team_count} 支球队`} />)}
  </ResourceView>
))

const ContinentContent = observer(({ dir, continentId }: { dir: CompetitionDirectory; continentId: number }) => (
  <ResourceView model={dir.contentOf(continentId)} isEmpty={(c) => c.cups.length === 0 && c.countries.length === 0}>
    {({ cups, countries }) => (
      <>
        {cups.length > 0 && <Text className='seku__section'>洲际赛事</Text>}
        {cups.map((c) => (
          <CompetitionItem key={c.id} league={c} detail={`${c.team_count} 支球队`} />
        ))}
        {countries.length > 0 && <Text className='seku__section'>国家和地区</Text>}
        {countries.map((country) => {
          const open = dir.openCountryId === country.id
          return (
            <View key={country.id}>
              <View className='seku__country' data-testid={`country-${country.id}`} onClick={() => dir.toggleCountry(country.id)}>
                <TeamLogo logo={country.logo} size='medium' />
                <Text className='seku__country-name'>{country.name}</Text>
                <Text className='seku__country-count'>{`${country.league_count} 项赛事`}</Text>
                <Text className='seku__fold'>{open ? '收起' : '展开'}</Text>
              </View>
              {open && <CountryLeagues dir={dir} countryId={country.id} />}
            </View>
          )
        })}
      </>
    )}
  </ResourceView>
))

/** the football database: hot leagues first, then continents -> countries -> leagues and cups */
function SekuPage() {
  const { region } = useStores()
  const [dir] = useState(() => new CompetitionDirectory())
  // the region last applied, so returning from elsewhere does not fold what the user opened
  const shownRegion = useRef<PickedRegion | null>(null)
  useEffect(() => {
    void dir.load()
  }, [dir])
  useRefreshPage(() => dir.reload())
  useDidShow(() => {
    const picked = region.regionFor('database')
    if (picked && picked !== shownRegion.current) dir.showRegion(picked)
    shownRegion.current = picked
  })
  const picked = region.regionFor('database')
  return (
    <PageShell title='资料库'>
      <SelectorBar
        testId='choose-region'
        label='地区'
        value={picked ? picked.name : '全部地区'}
        action='选择 ›'
        onClick={() => void Taro.navigateTo({ url: regionPickerUrl('database') })}
      />
      <View className='seku'>
        <ScrollView className='seku__menu' scrollY>
          <View
            className={`seku__menu-item ${dir.selected === HOT_KEY ? 'seku__menu-item--active' : ''}`}
            data-testid='menu-hot'
            onClick={() => dir.select(HOT_KEY)}
          >
            <Text className={`seku__menu-text ${dir.selected === HOT_KEY ? 'seku__menu-text--active' : ''}`}>热门</Text>
          </View>
          {(dir.continents.data ?? []).map((c) => (
            <View
              key={c.id}
              className={`seku__menu-item ${dir.selected === c.id ? 'seku__menu-item--active' : ''}`}
              data-testid={`menu-${c.id}`}
              onClick={() => dir.select(c.id)}
            >
              <Text className={`seku__menu-text ${dir.selected === c.id ? 'seku__menu-text--active' : ''}`}>{c.name}</Text>
            </View>
          ))}
        </ScrollView>
        <View className='seku__content'>
          {dir.selected === HOT_KEY ? <HotLeagues dir={dir} /> : <ContinentContent dir={dir} continentId={dir.selected} />}
        </View>
      </View>
    </PageShell>
  )
}

export default observer(SekuPage)
