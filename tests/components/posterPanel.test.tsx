import { act, fireEvent, render, screen } from '@testing-library/react'
import PosterPanel from '@/components/share/PosterPanel'
import { spyOnTaro, toastTitles, type TaroSpies } from '../setup/taroSpies'

/**
 * 生成海报 on H5 (the build jest runs): a preview of the server's poster with its H5 QR code, and
 * 长按保存 in place of a save button a browser cannot honour.
 */
let spies: TaroSpies
beforeEach(() => {
  spies = spyOnTaro()
})
afterEach(() => jest.restoreAllMocks())

const posterSrc = () => screen.getByTestId('poster-image').getAttribute('src') ?? ''

it('opens a preview of the poster whose code is the page\'s H5 address, to long-press', async () => {
  render(<PosterPanel kind='prediction' id={345} />)
  expect(screen.queryByTestId('poster-preview')).toBeNull()
  await act(async () => void fireEvent.click(screen.getByText('生成海报')))
  const url = new URL(posterSrc())
  expect(url.pathname).toBe('/share/poster/prediction/345.png')
  expect(url.searchParams.get('for')).toBe('h5')
  expect(screen.getByTestId('poster-hint').textContent).toContain('长按图片保存')
  expect(screen.queryByText('保存到相册')).toBeNull()
  await act(async () => void fireEvent.click(screen.getByText('收起')))
  expect(screen.queryByTestId('poster-preview')).toBeNull()
  expect(toastTitles(spies)).toEqual([])
})

it('a draw\'s poster names its lottery and issue', async () => {
  render(<PosterPanel kind='draw' id='sfc-26090' />)
  await act(async () => void fireEvent.click(screen.getByText('生成海报')))
  expect(new URL(posterSrc()).pathname).toBe('/share/poster/draw/sfc-26090.png')
})
