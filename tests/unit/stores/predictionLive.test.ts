import { PredictionDetailModel } from '@/features/experts/stores/predictionDetailModel'
import { detailFixture, legFixture } from '../../components/experts/fixtures'
import { matchRowFixture } from '../../components/matchFixtures'
import { fakeLiveSocket } from '../services/fakeSocket'

test('a shown prediction holds its live matches\' topics and moves their scores from pushed changes', async () => {
  const fake = fakeLiveSocket()
  const legs = [legFixture({ match: matchRowFixture({ id: 7, status_id: 1, current_score: '0:0' }) }), legFixture({ match: matchRowFixture({ id: 8, status_id: 8, current_score: '1:1' }) })]
  const fetcher = jest.fn().mockResolvedValue(detailFixture({ kind: 'parlay', legs }))
  const model = new PredictionDetailModel(11, fetcher, fake.socket)
  model.startLive()
  await model.load()
  fake.last().open()
  // the finished match needs no topic
  expect(fake.socket.topics).toEqual(['match:7'])
  fake.last().push({ topic: 'match:7', type: 'score', data: { current_score: '1:0' } })
  expect(model.detail.data!.legs[0].match.current_score).toBe('1:0')
  expect(fetcher).toHaveBeenCalledTimes(1)
  // the final whistle: read again (a pick locked until the end may open)
  fake.last().push({ topic: 'match:7', type: 'status', data: { status_id: 8, status_text: '完场' } })
  expect(fetcher).toHaveBeenCalledTimes(2)
  model.stopLive()
  expect(fake.socket.topics).toEqual([])
})
