import { paramsWithScene, sceneQuery } from '@/utils/sceneParams'
import { posterPage } from '../../../types/share-cards'

/** what WeChat hands a page opened by scanning a code made with `scene` (URL-encoded) */
const scanned = (query: string) => ({ scene: encodeURIComponent(query) })

describe('a scanned mini-program code opens the page its poster names', () => {
  it('reads each poster page’s own parameters from the scene', () => {
    expect(paramsWithScene(scanned(posterPage('prediction', '42').query))).toEqual({ id: '42' })
    expect(paramsWithScene(scanned(posterPage('expert', '7').query))).toEqual({ expert_id: '7' })
    expect(paramsWithScene(scanned(posterPage('match', '9001').query))).toEqual({ id: '9001' })
    expect(paramsWithScene(scanned(posterPage('draw', 'sfc-25140').query))).toEqual({ lottery: 'sfc', issue: '25140' })
  })

  it('keeps parameters given by name over the scene, and leaves pages without a scene alone', () => {
    const plain = { id: '5' }
    expect(paramsWithScene(plain)).toBe(plain)
    expect(paramsWithScene({ ...scanned('id=6&tab=lineup'), id: '5' })).toEqual({ id: '5', tab: 'lineup' })
  })

  it('ignores a scene that is not a query or cannot be decoded', () => {
    expect(sceneQuery('1001')).toEqual({})
    expect(sceneQuery('%E0%A4%A')).toEqual({})
    expect(sceneQuery('=x&a=&<b>=1')).toEqual({})
    const odd = { scene: '1154', id: '3' }
    expect(paramsWithScene(odd)).toBe(odd)
  })
})
