import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import type { BlackListItem } from '@contract/api/user'
import Avatar from '@/components/Avatar'
import PageShell from '@/components/layout/PageShell'
import LoginRequired from '@/components/LoginRequired'
import ListView from '@/components/states/ListView'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import { useSubmit } from '@/components/form/FormSubmit'
import { ListModel } from '@/stores/models/ListModel'
import { useStores } from '@/stores/StoreContext'
import { useListPage } from '@/hooks/useListPage'
import { request } from '@/services/request'
import { confirmModal } from '@/components/feedback/confirm'
import { toastSuccess } from '@/components/feedback/toast'
import { relativeTime } from '@/utils/relativeTime'
import { rules } from '@/utils/formValidation'
import './userBlackList.scss'

/** users I blocked: their posts and comments are hidden from me and they cannot message me */
function UserBlackListPage() {
  const { user } = useStores()
  const model = useMemo(
    () => new ListModel<BlackListItem>((page, limit) => request('api/user/get_user_black', { page, limit })),
    [],
  )
  useListPage(model, { autoLoad: user.isLoggedIn })

  const remove = async (item: BlackListItem) => {
    if (!(await confirmModal('移出黑名单', `确定将“${item.nickname}”移出黑名单吗？`))) return
    try {
      await request('api/user/user_black', { target_id: item.target_id, action: 'remove' }, { loading: true })
    } catch {
      return // the wrapper showed the reason; the row stays
    }
    model.remove((x) => x.target_id === item.target_id)
    toastSuccess('已移出黑名单')
  }

  return (
    <PageShell title='黑名单'>
      <LoginRequired reason='登录后可以管理黑名单'>
        <ListView
          model={model}
          keyOf={(item) => item.target_id}
          emptyText='黑名单为空'
          header={<AddToBlackList onAdded={() => void model.reload()} />}
          renderItem={(item) => (
            <View className='black-row' data-testid={`black-${item.target_id}`}>
              <Avatar url={item.avatar} name={item.nickname} size='small' />
              <View className='black-row__who'>
                <Text className='black-row__name'>{item.nickname}</Text>
                <Text className='black-row__time'>ID {item.target_id} · {relativeTime(item.created_at)}拉黑</Text>
              </View>
              <View className='black-row__remove' data-testid={`unblock-${item.target_id}`} onClick={() => void remove(item)}>
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
function AddToBlackList({ onAdded }: { onAdded: () => void }) {
  const form = useForm({ target: '' }, useMemo(() => ({ target: [rules.required('请输入用户ID'), rules.digits('用户ID只能是数字')] }), []))
  const add = useSubmit(async () => {
    if (!form.validate()) return
    await request('api/user/user_black', { target_id: form.values.target.trim(), action: 'add' }, { loading: true })
    form.setValue('target', '')
    toastSuccess('已加入黑名单')
    onAdded()
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
