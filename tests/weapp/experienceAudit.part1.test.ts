import { auditPart } from './experienceAudit'

// the mini program's experience audit, part 1 of 2 (tests/weapp/experienceAudit.ts says what it checks)
auditPart(0, 2)
