import Taro from '@tarojs/taro'
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { AnalysisRes } from '@contract/api/match'
import type { MatchRow as MatchRowData, TeamRef } from '@contract/football'
import FormBadges from '@/features/match/components/FormBadges'
import { formStripOf } from '@/features/match/components/TeamMatchRow/outcome'
import { TEAM_FORM_RULE } from '@contract/score'
import MatchRow from '@/features/match/components/MatchRow'
import StandingsTable from '@/features/match/components/StandingsTable'
import './index.scss'
import { routeUrl } from '@/navigation/routes'

type Summary = AnalysisRes['h2h_summary']

interface Props {
  analysis: AnalysisRes
  home: TeamRef
  away: TeamRef
}


function SummaryLine({ summary }: { summary: Summary }) {
  return (
    <Text className='match-analysis__summary'>
      {summary.played}场 {summary.win}胜 {summary.draw}平 {summary.loss}负 · 进{summary.goals_for} 失{summary.goals_against}
    </Text>
  )
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <View className='match-analysis__section' data-testid={testId}>
      <Text className='match-analysis__title'>{title}</Text>
      {children}
    </View>
  )
}

function TeamRecent({ team, list, summary }: { team: TeamRef; list: MatchRowData[]; summary: Summary }) {
  // oldest first for the badges, as a run reads left to right; counted as the summary is (90 minutes)
  const strip = formStripOf(list, team.id)
  return (
    <View className='match-analysis__team'>
      <View
        className='match-analysis__team-head'
        onClick={() => void Taro.navigateTo({ url: routeUrl('teamForm', { team_id: team.id }) })}
      >
        <Text className='match-analysis__team-name'>{team.name}</Text>
        <FormBadges {...strip} size='small' />
      </View>
      <SummaryLine summary={summary} />
      {list.map((m) => (
        <MatchRow key={m.id} match={m} showDate />
      ))}
    </View>
  )
}

/** head-to-head, each side's recent form and the league table rows of both sides */
export default function MatchAnalysis({ analysis, home, away }: Props) {
  return (
    <View className='match-analysis'>
      <Section title='历史交锋' testId='analysis-h2h'>
        <SummaryLine summary={analysis.h2h_summary} />
        {analysis.h2h.length === 0 ? <Text className='match-analysis__none'>两队近年没有交锋</Text> : analysis.h2h.map((m) => <MatchRow key={m.id} match={m} showDate />)}
      </Section>
      <Section title='近期战绩' testId='analysis-recent'>
        <TeamRecent team={home} list={analysis.home_recent} summary={analysis.home_recent_summary} />
        <TeamRecent team={away} list={analysis.away_recent} summary={analysis.away_recent_summary} />
        <Text className='match-analysis__rule'>{TEAM_FORM_RULE}</Text>
      </Section>
      {analysis.standings.length > 0 && (
        <Section title='积分排名' testId='analysis-standings'>
          <StandingsTable rows={analysis.standings} highlightTeamIds={[home.id, away.id]} showForm={false} />
        </Section>
      )}
    </View>
  )
}
