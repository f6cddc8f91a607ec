import VipPickPage from './picks/VipPickPage'

/** 单场精选: one-match VIP picks (`?id=`: one pick) */
export default function SingleFieldPage() {
  return <VipPickPage kind='single' title='单场精选' />
}
