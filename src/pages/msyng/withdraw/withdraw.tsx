import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { WalletSummary } from '@contract/api/money'
import { EXPERT_SALE_KIND_TEXT, EXPERT_SALE_STATUS_TEXT, fenToYuanText, WITHDRAW_STATUS_TEXT } from '@contract/money-rules'
import FormSubmit from '@/components/form/FormSubmit'
import IfServed from '@/components/IfServed'
import LoginRequired from '@/components/LoginRequired'
import MenuList, { type MenuItem } from '@/components/layout/MenuList'
import PageShell from '@/components/layout/PageShell'
import { CouponPicker, PayMethodPicker, PriceOptions, boughtItemUrl, WalletModel, type ExpertSale, topUpCouponsOffered } from '@/features/money'
import ResourceView from '@/components/states/ResourceView'
import SectionTitle from '@/components/layout/SectionTitle'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl, type RouteName } from '@/navigation/routes'
import { useStores } from '@/stores/StoreContext'
import ListView from '@/components/states/ListView'
import dayjs from 'dayjs'
import './withdraw.scss'

const open = (name: RouteName) => void Taro.navigateTo({ url: routeUrl(name) })

/**
 * 我的钱包 (`?product_id=` preselects a coin pack, e.g. from a coupon's 去使用): coins, an expert's
 * cash income, sales and withdrawal, the coin top-up with its coupons, and the money pages
 */
function WithdrawPage() {
  const { user, app, backend } = useStores()
  const { params } = useRouter()
  const [model] = useState(() => new WalletModel(params.product_id || null))
  // back from paying, checking in or withdrawing: the balances are read again
  useDidShow(() => {
    if (user.isLoggedIn) void model.load(app.payModule)
  })
  useRefreshPage(() => (user.isLoggedIn ? model.load(app.payModule) : Promise.resolve()))
  return (
    // opened by a flow that replaced the pages behind it (the payment result, a cashier's return): a back arrow to 我的
    <PageShell title='我的钱包' backUrl={routeUrl('userCenter')}>
      <LoginRequired reason='登录后查看金币与收益'>
        <ResourceView model={model.summary}>
          {(summary) => (
            <View>
              <Balances summary={summary} />
              {summary.is_expert && (
                <IfServed ext='api/Apis/expert_sales'>
                  <Sales model={model} />
                </IfServed>
              )}
              {app.payModule && <TopUp model={model} />}
              <MenuList items={moneyLinks(summary, app.payModule, backend.has('api/Apis/coupon_center'))} />
            </View>
          )}
        </ResourceView>
      </LoginRequired>
    </PageShell>
  )
}

function Balances({ summary }: { summary: WalletSummary }) {
  const pending = summary.pending_withdrawal
  return (
    <View className='wallet-card' data-testid='wallet-balances'>
      <View className='wallet-card__row'>
        <View className='wallet-card__cell'>
          <Text className='wallet-card__label'>金币余额</Text>
          <Text className='wallet-card__value' data-testid='wallet-coins'>
            {summary.coins}
          </Text>
        </View>
        {summary.is_expert && (
          <View className='wallet-card__cell'>
            <Text className='wallet-card__label'>专家收益（元）</Text>
            <Text className='wallet-card__value' data-testid='wallet-cash'>
              {fenToYuanText(summary.cash_fen)}
            </Text>
          </View>
        )}
      </View>
      {summary.is_expert && (
        <View className='wallet-card__row wallet-card__foot'>
          <Text className='wallet-card__note'>
            {pending ? `提现 ¥${fenToYuanText(pending.amount_fen)} ${WITHDRAW_STATUS_TEXT[pending.status]}` : `满 ¥${fenToYuanText(summary.withdraw_min_fen)} 可提现`}
          </Text>
          <View className='wallet-card__action' data-testid='wallet-withdraw' onClick={() => open('cashWithdrawal')}>
            <Text className='wallet-card__action-text'>提现</Text>
          </View>
        </View>
      )}
    </View>
  )
}

/** 每笔收益: each sale of the expert's predictions and each share of a VIP pick, newest first */
const Sales = observer(function Sales({ model }: { model: WalletModel }) {
  return (
    <View data-testid='wallet-sales'>
      <SectionTitle title='销售收益' />
      <ListView model={model.sales} keyOf={(s) => s.id} emptyText='还没有售出的方案' renderItem={(s) => <SaleRow sale={s} />} />
    </View>
  )
})

function SaleRow({ sale: s }: { sale: ExpertSale }) {
  const url = boughtItemUrl({ kind: s.kind === 'prediction' ? 'prediction' : 'vip_share', id: s.item_id, title: s.title })
  return (
    <View className='sale-row' data-testid={`sale-${s.id}`} onClick={url ? () => void Taro.navigateTo({ url }) : undefined}>
      <View className='sale-row__what'>
        <Text className='sale-row__title' numberOfLines={1}>{`${EXPERT_SALE_KIND_TEXT[s.kind]} · ${s.title}`}</Text>
        <Text className='sale-row__meta'>{`${dayjs(s.at).format('MM-DD HH:mm')} · 售价 ${s.coins} 金币 · ${EXPERT_SALE_STATUS_TEXT[s.status]}`}</Text>
      </View>
      <Text className={`sale-row__amount ${s.status === 'refunded' ? 'sale-row__amount--void' : ''}`}>{`+¥${fenToYuanText(s.share_fen)}`}</Text>
    </View>
  )
}

const TopUp = observer(function TopUp({ model }: { model: WalletModel }) {
  const pkg = model.selectedPackage
  // shown once the pay-module flag is known to be on, which may be after the page's first load
  useEffect(() => {
    if (!model.catalogue.loaded) void model.loadShop()
  }, [model])
  return (
    <View data-testid='wallet-topup'>
      <SectionTitle title='金币充值' />
      <ResourceView model={model.catalogue} isEmpty={(c) => c.coin_packages.length === 0} emptyText='暂无可购买的充值包'>
        {(catalogue) => (
          <PriceOptions
            options={catalogue.coin_packages.map((p) => ({
              key: p.id,
              title: `${p.coins}金币`,
              price: `¥${fenToYuanText(p.price_fen)}`,
              note: p.bonus_coins > 0 ? `含赠送 ${p.bonus_coins}` : undefined,
            }))}
            value={pkg?.id ?? null}
            onChange={(id) => model.choosePackage(id)}
          />
        )}
      </ResourceView>
      {topUpCouponsOffered && (
        <>
          <SectionTitle title='优惠券' />
          <CouponPicker choice={model.couponChoice} emptyText='该充值包暂无可用优惠券' />
        </>
      )}
      <ResourceView model={model.pay.server} isEmpty={() => model.pay.available.length === 0} emptyText='暂无可用的支付方式'>
        {() => (
          <>
            <PayMethodPicker methods={model.pay.available} value={model.pay.method} onChange={(m) => model.pay.choose(m)} />
            {pkg && (
              <FormSubmit
                text={`支付 ¥${fenToYuanText(model.amountFen)}`}
                busyText='正在发起支付…'
                submitting={model.submitting}
                failure={model.failure}
                onSubmit={() => void model.topUp()}
              />
            )}
          </>
        )}
      </ResourceView>
    </View>
  )
})

/** `couponCenter`: the backend serves the coupon centre (an extension; hidden until known) */
function moneyLinks(summary: WalletSummary, payModule: boolean, couponCenter: boolean): MenuItem[] {
  const items: MenuItem[] = [
    { key: 'ledger', title: '收支明细', icon: 'list', onClick: () => open('ledger') },
    { key: 'coupons', title: '我的优惠券', icon: 'tags', extra: summary.unused_coupons > 0 ? `${summary.unused_coupons} 张可用` : undefined, onClick: () => open('myCoupons') },
    ...(couponCenter ? [{ key: 'couponCenter', title: '领券中心', icon: 'shopping-bag', onClick: () => open('couponCenter') }] : []),
    { key: 'signIn', title: '每日签到', icon: 'calendar', extra: summary.checked_in_today ? '今日已签到' : '今日未签到', onClick: () => open('checkIn') },
  ]
  if (payModule) items.push({ key: 'vip', title: summary.is_vip ? 'VIP 续费' : '开通VIP', icon: 'sketch', onClick: () => open('buyVip') })
  return items
}

export default observer(WithdrawPage)
