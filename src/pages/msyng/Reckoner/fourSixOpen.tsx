import PoolDrawScreen from '@/features/lottery/components/PoolDrawScreen'
import { FOUR_SIX_LOTTERIES } from '@/features/lottery/utils/lotteryRoutes'

/** 四场进球 and 六场半全场: issues, results, prizes */
export default function FourSixOpenPage() {
  return <PoolDrawScreen title='进球彩/半全场开奖' lotteries={FOUR_SIX_LOTTERIES} />
}
