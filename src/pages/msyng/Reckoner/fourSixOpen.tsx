import { PoolDrawScreen, FOUR_SIX_LOTTERIES } from '@/features/lottery'

/** 四场进球 and 六场半全场: issues, results, prizes */
export default function FourSixOpenPage() {
  return <PoolDrawScreen title='进球彩/半全场开奖' lotteries={FOUR_SIX_LOTTERIES} />
}
