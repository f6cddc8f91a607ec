import { auditPart } from './experienceAudit'

// the mini program's experience audit, part 2 of 2 (tests/weapp/experienceAudit.ts says what it checks)
auditPart(1, 2)
