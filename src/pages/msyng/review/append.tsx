import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { FORUM_CONTENT_MAX, FORUM_IMAGES_MAX } from '@contract/forum-rules'
import { ForumTagPicker, PostEditorModel } from '@/features/community'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import FormTextareaField from '@/components/form/FormTextareaField'
import ImageUploader from '@/components/form/ImageUploader'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import StateView from '@/components/states/StateView'
import { routeUrl } from '@/navigation/routes'
import { useResume } from '@/hooks/useResume'
import { choosePlace } from '@/platform/location'
import './append.scss'

/** publish a post (text, pictures with upload progress, a match or league tag, a place), or edit mine with ?id= */
function AppendPage() {
  const { params } = useRouter()
  const editId = Number(params.id) > 0 ? Number(params.id) : 0
  const [editor] = useState(() => new PostEditorModel(editId))

  useEffect(() => {
    void editor.load()
  }, [editor])
  // back from the login through 我的 (继续：发帖): the form is what was wanted, the reminder goes
  useResume('post', 'postEditor', {}, editId === 0, () => undefined)

  const { submit, submitting, failure } = useSubmit(async () => {
    const id = await editor.publish()
    // the post page replaces this form, so going back does not reopen a sent form
    if (id !== null) void Taro.redirectTo({ url: routeUrl('postDetail', { id }) })
  })

  const title = editId ? '编辑帖子' : '发布帖子'
  return (
    <PageShell title={title}>
      <LoginRequired reason='登录后可以发帖'>
        {editor.loading ? (
          <StateView kind='loading' />
        ) : editor.loadFailure ? (
          <StateView kind='error' text={editor.loadFailure} />
        ) : (
          <View className='append'>
            <FormTextareaField
              label='内容'
              name='content'
              placeholder='说说你对比赛的看法…'
              value={editor.content}
              maxLength={FORUM_CONTENT_MAX}
              error={editor.contentError}
              onChange={(v) => editor.setContent(v)}
            />
            <ImageUploader label='图片' value={editor.images} onChange={(v) => editor.setImages(v)} max={FORUM_IMAGES_MAX} />
            <ForumTagPicker value={editor.tag} onChange={(t) => editor.setTag(t)} />
            <View className='append__place' data-testid='place-field'>
              <Text className='append__place-label'>位置</Text>
              <Text
                className='append__place-value'
                data-testid='place-choose'
                onClick={() => {
                  void choosePlace().then((p) => {
                    if (p) editor.setPlace(p)
                  })
                }}
              >
                {editor.place ? editor.place.name : '选择位置 ›'}
              </Text>
              {editor.place && (
                <Text className='append__place-clear' onClick={() => editor.setPlace(null)}>
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

export default observer(AppendPage)
