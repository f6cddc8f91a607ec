import VipPickPage from './picks/VipPickPage'

/** 二合一精选: two matches in one pick from the day's best experts (`?id=`: one pick) */
export default function VipSelectPage() {
  return <VipPickPage kind='double' title='二合一精选' />
}
