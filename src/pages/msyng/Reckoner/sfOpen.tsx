import { PoolDrawScreen, SF_LOTTERIES } from '@/features/lottery'

/** 胜负彩 and 任选九 (the same 14 matches): issues, results, prizes */
export default function SfOpenPage() {
  return <PoolDrawScreen title='胜负彩开奖' lotteries={SF_LOTTERIES} />
}
