import type { Family } from '../../src/contract/family'

type SeedModel = { code: string; family: Family; en: string; it: string }

/** The models of each family (issue 3). Brand names read the same in both languages; body styles do not. */
export const VEHICLE_MODELS: SeedModel[] = [
  { code: 'range-rover', family: 'range-rover', en: 'Range Rover', it: 'Range Rover' },
  { code: 'range-rover-sport', family: 'range-rover', en: 'Range Rover Sport', it: 'Range Rover Sport' },
  { code: 'range-rover-velar', family: 'range-rover', en: 'Range Rover Velar', it: 'Range Rover Velar' },
  { code: 'range-rover-evoque', family: 'range-rover', en: 'Range Rover Evoque', it: 'Range Rover Evoque' },
  { code: 'defender-90', family: 'defender', en: 'Defender 90 (3 doors)', it: 'Defender 90 (3 porte)' },
  { code: 'defender-110', family: 'defender', en: 'Defender 110 (5 doors)', it: 'Defender 110 (5 porte)' },
  { code: 'defender-130', family: 'defender', en: 'Defender 130 (8 seats)', it: 'Defender 130 (8 posti)' },
  { code: 'discovery', family: 'discovery', en: 'Discovery', it: 'Discovery' },
  { code: 'discovery-sport', family: 'discovery', en: 'Discovery Sport', it: 'Discovery Sport' },
  { code: 'jaguar-xe', family: 'jaguar', en: 'Jaguar XE (saloon)', it: 'Jaguar XE (berlina)' },
  { code: 'jaguar-xf', family: 'jaguar', en: 'Jaguar XF (saloon)', it: 'Jaguar XF (berlina)' },
  { code: 'jaguar-e-pace', family: 'jaguar', en: 'Jaguar E-PACE', it: 'Jaguar E-PACE' },
  { code: 'jaguar-f-pace', family: 'jaguar', en: 'Jaguar F-PACE', it: 'Jaguar F-PACE' },
  {
    code: 'jaguar-f-type',
    family: 'jaguar',
    en: 'Jaguar F-TYPE (sports car)',
    it: 'Jaguar F-TYPE (sportiva)',
  },
  {
    code: 'jaguar-i-pace',
    family: 'jaguar',
    en: 'Jaguar I-PACE (electric)',
    it: 'Jaguar I-PACE (elettrica)',
  },
]
