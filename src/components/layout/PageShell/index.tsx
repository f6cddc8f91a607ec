import { useEffect, type ReactNode } from 'react'
import PageFrame from './PageFrame'
import { dismissAppShell } from '@/platform/appShell'
import TabBarSlot from '@/components/layout/TabBarSlot/index'
import AlertBanner from '@/components/feedback/AlertBanner'
import PrivacyPopup from '@/components/feedback/PrivacyPopup'
import OfflineState from '@/components/states/OfflineState'
import { usePageShare } from '@/hooks/usePageShare'
import { usePageTitle } from '@/hooks/usePageTitle'
import { servedShareCardImageUrl, type ShareCardRef } from '@/services/shareImageUrl'

interface Props {
  title: string
  /** a tab page: no back button, the tab bar at the bottom */
  isTab?: boolean
  navRight?: ReactNode
  /** the back arrow's page when nothing is below this one (NavBar) */
  backUrl?: string
  /** title of the shared card; defaults to the page title */
  shareTitle?: string
  /** the item the page shows, whose 5:4 picture (drawn by the server) goes with every share */
  shareCard?: ShareCardRef | null
  /** default true; false on pages nobody should be sent (login, sign-up, password recovery): no share button or menu */
  share?: boolean
  className?: string
  /** H5: keep the HTML app shell over the page a while longer (the page draws part of its first screen in a second render) */
  keepAppShell?: boolean
  children?: ReactNode
}

/** the share's picture and line from the page's item (none: the host's default) */
function shareCardFields(card: ShareCardRef | null | undefined): { imageUrl?: string; desc?: string } {
  if (!card) return {}
  const imageUrl = servedShareCardImageUrl(card.kind, card.id)
  return { ...(imageUrl ? { imageUrl } : {}), ...(card.desc ? { desc: card.desc } : {}) }
}

/** every page's frame: custom nav bar, sharing, content, and the tab bar on tab pages */
export default function PageShell({ title, isTab = false, navRight, backUrl, shareTitle, shareCard, share = true, className, keepAppShell = false, children }: Props) {
  usePageShare({ title: shareTitle ?? title, enabled: share, ...shareCardFields(shareCard) })
  usePageTitle(title)
  // the first page is on screen: the static shell drawn before the scripts ran can go
  useEffect(() => {
    if (!keepAppShell) dismissAppShell()
  }, [keepAppShell])
  return (
    <PageFrame
      title={title}
      isTab={isTab}
      navRight={navRight}
      share={share}
      backUrl={backUrl}
      className={className}
      after={
        <>
          <AlertBanner />
          {isTab && <TabBarSlot />}
          {/* on every page: WeChat may pause a picker on any of them (mini program only; never set elsewhere) */}
          <PrivacyPopup />
        </>
      }
    >
      <OfflineState />
      {children}
    </PageFrame>
  )
}
