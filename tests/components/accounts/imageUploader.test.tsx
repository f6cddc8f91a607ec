import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import ImageUploader from '@/components/form/ImageUploader'
import { rootStore } from '@/stores/RootStore'
import { spyOnTaro, toastTitles, type TaroSpies, pageShows } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { compressImage } from '@/platform/compressImage'
import { IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE, UPLOAD_MAX_BYTES } from '@/services/upload'

jest.mock('@/platform/compressImage', () => ({ compressImage: jest.fn() }))
const compress = jest.mocked(compressImage)

let spies: TaroSpies
let uploaded = 0

beforeEach(() => {
  spies = spyOnTaro()
  uploaded = 0
  rootStore.user.signIn(makeUser())
  jest.spyOn(Taro, 'chooseImage').mockImplementation(((o: { count: number }) =>
    Promise.resolve({ tempFilePaths: Array.from({ length: o.count }, (_, i) => `blob:local-${i}`), tempFiles: [], errMsg: 'ok' })) as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

function answerUploads(fail = false) {
  return jest.spyOn(Taro, 'uploadFile').mockImplementation((() => {
    uploaded += 1
    const body = fail ? { code: 0, msg: '只能上传图片', data: null } : { code: 1, msg: 'ok', data: { files: [{ url: `/uploads/p${uploaded}.png`, size: 10 }] } }
    return Promise.resolve({ statusCode: 200, data: JSON.stringify(body), errMsg: 'ok' })
  }) as never)
}

function Uploader({ initial = [] as string[], max }: { initial?: string[]; max?: number }) {
  const [paths, setPaths] = useState(initial)
  return (
    <>
      <ImageUploader value={paths} onChange={setPaths} max={max} />
      <span data-testid='paths'>{paths.join(',')}</span>
    </>
  )
}

test('picked pictures are uploaded with the token and their server paths kept; one can be removed', async () => {
  const upload = answerUploads()
  render(<Uploader max={3} />)
  await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
  expect(upload).toHaveBeenCalledTimes(3)
  expect(upload.mock.calls[0][0]).toEqual(expect.objectContaining({ url: 'http://127.0.0.1:3721/api/user/upload', formData: { token: 'token-7' } }))
  expect(screen.getByTestId('paths').textContent).toBe('/uploads/p1.png,/uploads/p2.png,/uploads/p3.png')
  // at the limit there is nothing more to add
  expect(screen.queryByTestId('image-add')).toBeNull()
  fireEvent.click(screen.getAllByTestId('image-remove')[1])
  expect(screen.getByTestId('paths').textContent).toBe('/uploads/p1.png,/uploads/p3.png')
  expect(screen.getByTestId('image-add')).toBeTruthy()
})

test('the count is said in words, not as "0/52": 最多可选 52 张 before any picture, then how many are chosen', async () => {
  answerUploads()
  render(<Uploader max={52} />)
  expect(screen.getByTestId('image-count').textContent).toBe('最多可选 52 张')
  expect(screen.queryByText('0/52')).toBeNull()
  await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
  expect(screen.getByTestId('image-count').textContent).toMatch(/^已选 \d+ 张，最多 52 张$/)
})

test('only the remaining room is offered to the picker (52 by default)', async () => {
  answerUploads()
  const chooser = Taro.chooseImage as unknown as jest.SpyInstance
  render(<Uploader initial={Array.from({ length: 50 }, (_, i) => `/uploads/x${i}.png`)} />)
  expect(screen.getByTestId('image-count').textContent).toBe('已选 50 张，最多 52 张')
  await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
  expect(chooser.mock.calls[0][0]).toEqual(expect.objectContaining({ count: 2 }))
  expect(screen.getByTestId('image-count').textContent).toBe('已选 52 张，最多 52 张')
  expect(screen.queryByTestId('image-add')).toBeNull()
})

test('a refused upload is told to the user and adds nothing', async () => {
  answerUploads(true)
  render(<Uploader max={1} />)
  await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
  expect(toastTitles(spies)).toContain('只能上传图片')
  expect(screen.getByTestId('paths').textContent).toBe('')
})

test('an upload answered 410000 (login expired) logs out like any other call, with one 请先登录', async () => {
  jest.spyOn(Taro, 'uploadFile').mockImplementation((() =>
    Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: 410000, msg: '登录已过期', data: null }), errMsg: 'ok' })) as never)
  render(<Uploader max={1} />)
  await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
  expect(rootStore.user.isLoggedIn).toBe(false)
  expect(spies.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
  // told once the personal center is on screen (the relaunch would take an earlier toast away)
  await act(() => pageShows())
  expect(toastTitles(spies)).toEqual(['请先登录'])
  expect(screen.getByTestId('paths').textContent).toBe('')
})

describe('what the phone gives: a 12 MB photo, a file that is not a picture', () => {
  const MB = 1024 * 1024
  function pick(file: { path: string; size: number; type: string }) {
    jest.spyOn(Taro, 'chooseImage').mockImplementation((() =>
      Promise.resolve({ tempFilePaths: [file.path], tempFiles: [{ path: file.path, size: file.size, originalFileObj: { type: file.type } }], errMsg: 'ok' })) as never)
  }
  beforeEach(() => compress.mockReset())

  test('a 12 MB photo is compressed on the device and the smaller picture uploaded, with no refusal', async () => {
    pick({ path: 'blob:photo-12mb', size: 12 * MB, type: 'image/jpeg' })
    compress.mockResolvedValue({ path: 'blob:photo-small', size: 2 * MB, type: 'image/jpeg' })
    const upload = answerUploads()
    render(<Uploader max={1} />)
    await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
    expect(compress).toHaveBeenCalledWith(expect.objectContaining({ path: 'blob:photo-12mb' }), UPLOAD_MAX_BYTES)
    expect(upload).toHaveBeenCalledTimes(1)
    expect(upload.mock.calls[0][0]).toEqual(expect.objectContaining({ filePath: 'blob:photo-small' }))
    expect(screen.getByTestId('paths').textContent).toBe('/uploads/p1.png')
    expect(toastTitles(spies)).toEqual([])
  })

  test('a photo that stays too large after compressing says so and sends nothing', async () => {
    pick({ path: 'blob:huge', size: 40 * MB, type: 'image/png' })
    compress.mockResolvedValue(null)
    const upload = answerUploads()
    render(<Uploader max={1} />)
    await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
    expect(upload).not.toHaveBeenCalled()
    expect(toastTitles(spies)).toEqual([IMAGE_TOO_LARGE_MESSAGE])
  })

  test('a small photo goes as it is', async () => {
    pick({ path: 'blob:small', size: 800 * 1024, type: 'image/png' })
    const upload = answerUploads()
    render(<Uploader max={1} />)
    await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
    expect(compress).not.toHaveBeenCalled()
    expect(upload.mock.calls[0][0]).toEqual(expect.objectContaining({ filePath: 'blob:small' }))
  })

  test('a file that is not a picture is refused with a clear message and nothing is sent', async () => {
    pick({ path: 'blob:report', size: 300 * 1024, type: 'application/pdf' })
    const upload = answerUploads()
    render(<Uploader max={1} />)
    await act(async () => void fireEvent.click(screen.getByTestId('image-add')))
    expect(upload).not.toHaveBeenCalled()
    expect(compress).not.toHaveBeenCalled()
    expect(toastTitles(spies)).toEqual([NOT_AN_IMAGE_MESSAGE])
    expect(NOT_AN_IMAGE_MESSAGE).toBe('只能上传图片（JPG、PNG、GIF、WebP）')
  })
})
