import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ForumPlace } from '@contract/api/forum'
import { CONTENT_EMPTY, CONTENT_TOO_LONG, FORUM_CONTENT_MAX, FORUM_IMAGES_MAX, contentLength } from '@contract/forum-rules'
import ForumTagPicker, { type PostTag } from '@/features/community/components/ForumTagPicker'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import FormTextareaField from '@/components/form/FormTextareaField'
import ImageUploader from '@/components/form/ImageUploader'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import StateView from '@/components/states/StateView'
import { routeUrl } from '@/navigation/routes'
import { choosePlace } from '@/platform/location'
import { errorMessage } from '@/services/apiError'
import { editPost, fetchPost, publishPost } from '@/features/community/services/forum'
import { toastSuccess } from '@/components/feedback/toast'
import './append.scss'

/** publish a post (text, pictures with upload progress, a match or league tag, a place), or edit mine with ?id= */
export default function AppendPage() {
  const { params } = useRouter()
  const editId = Number(params.id) > 0 ? Number(params.id) : 0
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [tag, setTag] = useState<PostTag>(null)
  const [place, setPlace] = useState<ForumPlace | null>(null)
  const [contentError, setContentError] = useState<string | null>(null)
  const [loadFailure, setLoadFailure] = useState<string | null>(null)
  const [loading, setLoading] = useState(editId > 0)

  useEffect(() => {
    if (!editId) return
    fetchPost(editId)
      .then((p) => {
        setContent(p.content)
        setImages(p.images)
        setPlace(p.place)
        if (p.event_id) setTag({ kind: 'match', id: p.event_id, label: p.league_name ? `${p.league_name} · ${p.event_name}` : p.event_name })
        else if (p.league_id) setTag({ kind: 'league', id: p.league_id, label: p.league_name })
      })
      .catch((e: unknown) => setLoadFailure(errorMessage(e, '帖子加载失败')))
      .finally(() => setLoading(false))
  }, [editId])

  const { submit, submitting, failure } = useSubmit(async () => {
    const text = content.trim()
    if (!text && images.length === 0) return setContentError(CONTENT_EMPTY)
    if (contentLength(text) > FORUM_CONTENT_MAX) return setContentError(CONTENT_TOO_LONG)
    setContentError(null)
    const fields = {
      content: text,
      images,
      event_id: tag?.kind === 'match' ? tag.id : 0,
      league_id: tag?.kind === 'league' ? tag.id : 0,
      place_name: place?.name ?? '',
      place_address: place?.address,
      latitude: place?.latitude,
      longitude: place?.longitude,
    }
    const { id } = editId ? await editPost({ id: editId, ...fields }) : await publishPost(fields)
    toastSuccess(editId ? '已保存' : '发布成功')
    // the post page replaces this form, so going back does not reopen a sent form
    void Taro.redirectTo({ url: routeUrl('review', { id }) })
  })

  const title = editId ? '编辑帖子' : '发布帖子'
  return (
    <PageShell title={title}>
      <LoginRequired reason='登录后可以发帖'>
        {loading ? (
          <StateView kind='loading' />
        ) : loadFailure ? (
          <StateView kind='error' text={loadFailure} />
        ) : (
          <View className='append'>
            <FormTextareaField
              label='内容'
              name='content'
              placeholder='说说你对比赛的看法…'
              value={content}
              maxLength={FORUM_CONTENT_MAX}
              error={contentError}
              onChange={(v) => {
                setContent(v)
                setContentError(null)
              }}
            />
            <ImageUploader label='图片' value={images} onChange={setImages} max={FORUM_IMAGES_MAX} />
            <ForumTagPicker value={tag} onChange={setTag} />
            <View className='append__place' data-testid='place-field'>
              <Text className='append__place-label'>位置</Text>
              <Text
                className='append__place-value'
                data-testid='place-choose'
                onClick={() => {
                  void choosePlace().then((p) => {
                    if (p) setPlace(p)
                  })
                }}
              >
                {place ? place.name : '选择位置 ›'}
              </Text>
              {place && (
                <Text className='append__place-clear' onClick={() => setPlace(null)}>
                  移除
                </Text>
              )}
            </View>
            <FormSubmit text={editId ? '保存' : '发布'} busyText={editId ? '保存中…' : '发布中…'} submitting={submitting} failure={failure} onSubmit={() => void submit()} />
          </View>
        )}
      </LoginRequired>
    </PageShell>
  )
}
