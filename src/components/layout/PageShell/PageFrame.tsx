import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import NavBar from '@/components/layout/NavBar'
import './index.scss'

export interface PageFrameProps {
  title: string
  /** a tab page: no back button */
  isTab?: boolean
  navRight?: ReactNode
  /** the back arrow's page when nothing is below this one (NavBar) */
  backUrl?: string
  /** false: no share button */
  share?: boolean
  className?: string
  /** drawn after the body, inside the frame (PageShell's banners and tab bar) */
  after?: ReactNode
  children?: ReactNode
}

/**
 * What every page looks like around its content: the nav bar and the body. Drawn by PageShell and,
 * with no store or hook behind it, by the H5 first screens the stand-in renders (src/firstScreen/).
 */
export default function PageFrame({ title, isTab = false, navRight, backUrl, share = true, className, after, children }: PageFrameProps) {
  return (
    <View className={`page-shell ${isTab ? 'page-shell--tab' : ''} ${className ?? ''}`}>
      <NavBar title={title} isTab={isTab} right={navRight} share={share} backUrl={backUrl} />
      <View className='page-shell__body'>{children}</View>
      {after}
    </View>
  )
}
