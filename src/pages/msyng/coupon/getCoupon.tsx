import PageShell from '@/components/PageShell'

export default function GetCouponPage() {
  return <PageShell title='我的优惠券' />
}
