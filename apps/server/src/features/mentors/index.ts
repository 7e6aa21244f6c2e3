// what other features may use of mentors
export {
  countMentors,
  ensureMentorOfUser,
  findMentor,
  findMentorOfUser,
  saveMentorCard,
  setMentorMeetingUrl,
} from "./queries.ts";
export { toMentorCard } from "./cards.ts";
export { removeMentorPhoto, saveMentorPhoto } from "./photo.ts";
export { unknownMentor } from "./service.ts";
export { type KeptSlots, keptSlots, mentorAnswersChanged, type PublicDeps, slotsKey } from "./public-answers.ts";
export { listMentorsForAdmin, setMentorActive } from "./deactivation.ts";
export { lockCardsOf, mentorTakesStudentsNow, takesStudents } from "./takes-students.ts";
