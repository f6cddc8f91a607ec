import { useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { paramsWithScene, type PageParams } from '@/utils/sceneParams'

/**
 * The page's route parameters, with a scanned mini-program code's `scene` decoded into them
 * (src/utils/sceneParams.ts). The pages a poster's code opens (prediction, expert home, match,
 * draw) read their parameters here. The decoded ones are also written into the router's params
 * (Taro documents them as free to modify), so the page's share reopens it by its plain query.
 */
export function usePageParams(): PageParams {
  const { params } = useRouter()
  const [merged] = useState(() => {
    const read = paramsWithScene(params)
    if (read !== params) {
      delete params.scene
      Object.assign(params, read)
    }
    return read
  })
  return merged
}
