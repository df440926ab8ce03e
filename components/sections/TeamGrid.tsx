import { Avatar } from '../ui/Avatar'

export interface TeamMemberCard {
  name: string
  position: string
  expertise: readonly string[]
  experience: string
  description: string
}

/** Team members with an initials portrait, role, experience, expertise and a short bio. */
export function TeamGrid({ members, compact = false }: { members: readonly TeamMemberCard[]; compact?: boolean }) {
  return (
    <ul className={`card-grid sm:[--columns:2] ${compact ? 'lg:[--columns:4]' : 'lg:[--columns:3]'}`}>
      {members.map((member) => (
        <li key={member.name} className="card flex flex-col items-start">
          <Avatar name={member.name} size={compact ? 64 : 88} />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{member.name}</h3>
          <p className="font-medium text-brand-700">{member.position}</p>
          <p className="mt-1 text-sm text-slate-700">Experience: {member.experience}</p>
          {!compact && <p className="mt-3 text-slate-700">{member.description}</p>}
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${member.name}'s expertise`}>
            {member.expertise.map((skill) => (
              <li key={skill} className="badge bg-slate-100 text-slate-800">
                {skill}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
