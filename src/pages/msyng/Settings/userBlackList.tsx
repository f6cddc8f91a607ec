import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import Avatar from '@/components/Avatar'
import PageShell from '@/components/layout/PageShell'
import LoginRequired from '@/components/LoginRequired'
import ListView from '@/components/states/ListView'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import { useSubmit } from '@/components/form/FormSubmit'
import { useStores } from '@/stores/StoreContext'
import { useListPage } from '@/hooks/useListPage'
import { BlackListModel } from '@/features/account'
import { relativeTime } from '@/utils/relativeTime'
import { rules } from '@/utils/formValidation'
import './userBlackList.scss'

/** users I blocked: their posts and comments are hidden from me and they cannot message me */
function UserBlackListPage() {
  const { user } = useStores()
  const blackList = useMemo(() => new BlackListModel(), [])
  const model = blackList.list
  useListPage(model, { autoLoad: user.isLoggedIn })

  return (
    <PageShell title='黑名单'>
      <LoginRequired reason='登录后可以管理黑名单'>
        <ListView
          model={model}
          keyOf={(item) => item.target_id}
          emptyText='黑名单为空'
          header={<AddToBlackList blackList={blackList} />}
          renderItem={(item) => (
            <View className='black-row' data-testid={`black-${item.target_id}`}>
              <Avatar url={item.avatar} name={item.nickname} size='small' />
              <View className='black-row__who'>
                <Text className='black-row__name'>{item.nickname}</Text>
                <Text className='black-row__time'>ID {item.target_id} · {relativeTime(item.created_at)}拉黑</Text>
              </View>
              <View className='black-row__remove' data-testid={`unblock-${item.target_id}`} onClick={() => void blackList.remove(item)}>
                <Text className='black-row__remove-text'>移除</Text>
              </View>
            </View>
          )}
        />
      </LoginRequired>
    </PageShell>
  )
}

/** block a user by ID (the ID shows on their profile and posts) */
function AddToBlackList({ blackList }: { blackList: BlackListModel }) {
  const form = useForm({ target: '' }, useMemo(() => ({ target: [rules.required('请输入用户ID'), rules.digits('用户ID只能是数字')] }), []))
  const add = useSubmit(async () => {
    if (!form.validate()) return
    await blackList.add(form.values.target)
    form.setValue('target', '')
  })
  return (
    <View className='black-add'>
      <FormField
        label='用户ID'
        type='number'
        maxlength={12}
        placeholder='输入要拉黑的用户ID'
        {...form.field('target')}
        extra={
          <View className='black-add__button' data-testid='black-add' onClick={() => void add.submit()}>
            <Text className='black-add__button-text'>{add.submitting ? '处理中' : '拉黑'}</Text>
          </View>
        }
      />
      {add.failure ? <Text className='black-add__failure' data-testid='black-add-failure'>{add.failure}</Text> : null}
    </View>
  )
}

export default observer(UserBlackListPage)
