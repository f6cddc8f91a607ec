import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { LotteryCard, ReckonerLinks, latestDrawUrl, latestDrawsModel } from '@/features/lottery'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import { useRefreshPage } from '@/hooks/useRefreshPage'

/** 开奖结果: the latest draw of each lottery; a card opens that lottery's page on that issue */
export default function WinnerLotteryPage() {
  const [latest] = useState(latestDrawsModel)
  useEffect(() => {
    void latest.load()
  }, [latest])
  useRefreshPage(() => latest.load())
  return (
    <PageShell title='开奖结果'>
      <ReckonerLinks current='lotteryDraws' />
      <ResourceView model={latest} isEmpty={(list) => list.length === 0} emptyText='暂无开奖信息'>
        {(list) => list.map((d) => <LotteryCard key={d.lottery} draw={d} onPress={() => void Taro.navigateTo({ url: latestDrawUrl(d) })} />)}
      </ResourceView>
    </PageShell>
  )
}
