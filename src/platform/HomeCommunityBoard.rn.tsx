export { default } from '@/components/CommunityBoard'
