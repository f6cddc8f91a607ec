import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import {
  EXPERT_APPLICATION_STATUS_TEXT,
  EXPERT_INTRO_MAX,
  EXPERT_INTRO_MESSAGE,
  EXPERT_INTRO_MIN,
  EXPERT_TITLE_MAX,
  EXPERT_TITLE_MESSAGE,
  EXPERT_TITLE_MIN,
  textLength,
} from '@contract/expert-rules'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import FormTextareaField from '@/components/form/FormTextareaField'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl } from '@/navigation/routes'
import { ExpertApplicationModel, type ExpertApplication, fullTime } from '@/features/experts'
import { useStores } from '@/stores/StoreContext'
import { rules } from '@/utils/formValidation'
import './ExpertCheck.scss'

const between = (min: number, max: number) => (v: string) => textLength(v.trim()) >= min && textLength(v.trim()) <= max
const SCHEMA = {
  title: [rules.required('请输入专家头衔'), rules.custom(between(EXPERT_TITLE_MIN, EXPERT_TITLE_MAX), EXPERT_TITLE_MESSAGE)],
  intro: [rules.required('请输入个人简介'), rules.custom(between(EXPERT_INTRO_MIN, EXPERT_INTRO_MAX), EXPERT_INTRO_MESSAGE)],
}

/** the application form; the server's answer (the new state) replaces the page's */
function ApplyForm({ previous, expertApplication }: { previous: ExpertApplication; expertApplication: ExpertApplicationModel }) {
  const form = useForm<'title' | 'intro'>({ title: previous.title, intro: previous.intro }, SCHEMA)
  const { submit, submitting, failure } = useSubmit(async () => {
    if (!form.validate()) return
    await expertApplication.apply(form.values)
  })
  return (
    <View className='expert-check__form'>
      {!previous.realname_verified && (
        <View className='expert-check__notice' data-testid='realname-needed' onClick={() => void Taro.navigateTo({ url: routeUrl('realNameVerification') })}>
          <Text className='expert-check__notice-text'>申请专家需先完成实名认证（仅限成年人） 去认证 ›</Text>
        </View>
      )}
      <FormField label='专家头衔' placeholder={`如 英超资深分析师（${EXPERT_TITLE_MIN}–${EXPERT_TITLE_MAX}字）`} maxlength={EXPERT_TITLE_MAX} {...form.field('title')} />
      <FormTextareaField label='个人简介' placeholder={`擅长的赛事与玩法、分析思路（${EXPERT_INTRO_MIN}–${EXPERT_INTRO_MAX}字）`} maxLength={EXPERT_INTRO_MAX} {...form.field('intro')} />
      <FormSubmit text='提交申请' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
    </View>
  )
}

/** 专家入驻: the application form, then its state (审核中 / 已通过 / 未通过 with the reason and a new try) */
function ExpertCheckPage() {
  const { user, member, app } = useStores()
  const [expertApplication] = useState(() => new ExpertApplicationModel(() => member.isExpert))
  const model = expertApplication.application
  useEffect(() => {
    if (user.isLoggedIn) void model.load()
  }, [model, user.isLoggedIn])
  useRefreshPage(() => (user.isLoggedIn ? model.load() : Promise.resolve()))
  // an approval makes the personal center show the expert entries: take the new flag at once
  const approved = model.data?.is_expert === true
  useEffect(() => {
    if (approved && !member.isExpert) void member.refresh({ silent: true }).catch(() => undefined)
  }, [approved, member, member.isExpert])

  return (
    <PageShell title='专家入驻'>
      <LoginRequired reason='登录后申请成为专家'>
        <ResourceView model={model}>
          {(a) => (
            <View className='expert-check'>
              <View className='expert-check__state' data-testid='application-state'>
                <Text className='expert-check__state-label'>申请状态</Text>
                <Text className={`expert-check__state-value expert-check__state-value--${a.is_expert ? 'approved' : a.status}`} data-testid='application-status'>
                  {a.is_expert ? '已是认证专家' : EXPERT_APPLICATION_STATUS_TEXT[a.status]}
                </Text>
              </View>
              {a.is_expert ? (
                <View className='expert-check__done'>
                  <Text className='expert-check__text'>你已是认证专家，可以发布单关和串关推荐，战绩由结算结果自动统计。</Text>
                  {app.payModule && (
                    <View className='expert-check__button' data-testid='go-publish' onClick={() => void Taro.navigateTo({ url: routeUrl('publishSingle') })}>
                      <Text className='expert-check__button-text'>发布推荐</Text>
                    </View>
                  )}
                  {user.userInfo && (
                    <View
                      className='expert-check__button expert-check__button--ghost'
                      onClick={() => void Taro.navigateTo({ url: routeUrl('expertHome', { expert_id: user.userInfo?.id }) })}
                    >
                      <Text className='expert-check__button-text expert-check__button-text--ghost'>我的专家主页</Text>
                    </View>
                  )}
                </View>
              ) : a.status === 'pending' ? (
                <View className='expert-check__done'>
                  <Text className='expert-check__text'>{`已于 ${a.submitted_at ? fullTime(a.submitted_at) : ''} 提交，审核通过后即可发布推荐。`}</Text>
                  <Text className='expert-check__text'>{`头衔：${a.title}`}</Text>
                  <Text className='expert-check__text'>{`简介：${a.intro}`}</Text>
                </View>
              ) : (
                <>
                  {a.status === 'rejected' && (
                    <Text className='expert-check__reason' data-testid='reject-reason'>{`未通过原因：${a.reason || '未说明'}，可修改后重新申请`}</Text>
                  )}
                  <ApplyForm previous={a} expertApplication={expertApplication} />
                </>
              )}
            </View>
          )}
        </ResourceView>
      </LoginRequired>
    </PageShell>
  )
}

export default observer(ExpertCheckPage)
