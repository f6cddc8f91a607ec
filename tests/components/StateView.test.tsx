import { fireEvent, render, screen } from '@testing-library/react'
import StateView from '@/components/states/StateView'

describe('StateView', () => {
  it('loading shows 加载中… or the given text', () => {
    const { rerender } = render(<StateView kind='loading' />)
    expect(screen.getByTestId('state-loading').textContent).toContain('加载中…')
    rerender(<StateView kind='loading' text='正在获取比赛' />)
    expect(screen.getByTestId('state-loading').textContent).toContain('正在获取比赛')
  })

  it('empty says 暂无数据 by default, and offers 刷新 when it can reload', () => {
    const onRetry = jest.fn()
    render(<StateView kind='empty' onRetry={onRetry} />)
    expect(screen.getByText('暂无数据')).toBeTruthy()
    fireEvent.click(screen.getByText('刷新'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('error says 加载失败 by default and 重试 calls back', () => {
    const onRetry = jest.fn()
    render(<StateView kind='error' onRetry={onRetry} />)
    expect(screen.getByText('加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('shows the given text and action label', () => {
    const onRetry = jest.fn()
    render(<StateView kind='empty' text='还没有关注的比赛' actionText='去看看' onRetry={onRetry} />)
    expect(screen.getByText('还没有关注的比赛')).toBeTruthy()
    fireEvent.click(screen.getByText('去看看'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('has no button when there is nothing to retry', () => {
    render(<StateView kind='error' text='网络不给力' />)
    expect(screen.getByText('网络不给力')).toBeTruthy()
    expect(screen.queryByText('重试')).toBeNull()
  })
})
