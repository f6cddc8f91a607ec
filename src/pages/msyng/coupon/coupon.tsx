import PageShell from '@/components/PageShell'

export default function CouponPage() {
  return <PageShell title='领券中心' />
}
